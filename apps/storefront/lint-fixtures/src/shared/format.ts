export const format = (n: number) => String(n);
