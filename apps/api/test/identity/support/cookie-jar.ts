interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser's cookie store for app.inject: names, values and path scoping. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.trim().split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attrValue;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
        if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string | undefined {
    const { pathname } = new URL(url, 'http://localhost');
    const matching = [...this.cookies.values()].filter(
      ({ path }) =>
        pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
    );
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  names(): string[] {
    return [...this.cookies.values()].map((c) => c.name);
  }
}
