/** An absolute http(s) URL: the only kind of link the portal opens, stores or redirects to. */
export function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}
