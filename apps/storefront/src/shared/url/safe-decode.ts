/** decodeURIComponent that keeps a malformed escape ('%E0%A4%A', '%%') as written instead of throwing. */
export function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
