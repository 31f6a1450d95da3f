/**
 * Tiny cookie helpers for the values the spec keeps in cookies (wareId, userAuth).
 * API: readCookie(name), writeCookie(name, value, days?), removeCookie(name).
 * Cookies are path=/ and SameSite=Lax so every API call of the origin carries them.
 */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(name: string, value: string, days = 365): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
