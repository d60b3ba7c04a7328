/**
 * A browser stand-in for identity tests: follows nothing by itself (each redirect is visible to
 * the test), keeps cookies per path like a browser, and submits forms.
 */
export class BrowserSession {
  // Keyed by host and name: like a browser, cookies of one host never reach another (ports aside).
  readonly #cookies = new Map<string, { name: string; value: string; path: string; host: string }>();

  #cookieHeader(url: URL): string {
    return [...this.#cookies.values()]
      .filter((cookie) => cookie.host === url.hostname && url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  #remember(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((attribute) => /^expires=thu, 01 jan 1970/i.test(attribute)) || value === '';
      const key = `${url.hostname}\u0000${name}`;
      if (expired) {
        this.#cookies.delete(key);
      } else {
        this.#cookies.set(key, { name, value, path, host: url.hostname });
      }
    }
  }

  async get(url: string | URL): Promise<Response> {
    const target = new URL(url);
    const response = await fetch(target, { redirect: 'manual', headers: { cookie: this.#cookieHeader(target) } });
    this.#remember(response, target);
    return response;
  }

  async postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    const target = new URL(url);
    const response = await fetch(target, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: this.#cookieHeader(target), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    this.#remember(response, target);
    return response;
  }

  /** Follows redirects on the same origin until one leaves it or lands on a page; returns the last response. */
  async follow(
    response: Response,
    base: string,
    stopAt: (location: URL) => boolean,
  ): Promise<{ response: Response; location?: URL }> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const header = current.headers.get('location');
      if (!header || current.status < 300 || current.status >= 400) {
        return { response: current };
      }
      const location = new URL(header, current.url || base);
      if (stopAt(location)) {
        return { response: current, location };
      }
      current = await this.get(location);
    }
    throw new Error('too many redirects');
  }
}

/** The value of a hidden input in a page. */
export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) {
    throw new Error(`no hidden field ${name} in page`);
  }
  return match[1];
}
