/** @type {import('prettier').Config} */
export const config = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
export default config;
