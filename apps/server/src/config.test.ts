import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.dialect).toBe('sqlite');
    expect(config.database.dialect === 'sqlite' && config.database.path).toMatch(/\/data\/portal\.db$/);
    expect(config.seedDemo).toBe(true);
  });

  it('chooses PostgreSQL from DATABASE_URL and the address from PORT and HOST', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PORT: '8080',
      HOST: '127.0.0.1',
    });
    expect(config.database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
  });

  it('names every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });
});
