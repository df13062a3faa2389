import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './cli-args.ts';

describe('parseArgs', () => {
  it('defaults to 3000 products without reset', () => {
    expect(parseArgs([])).toEqual({ products: 3000, reset: false, images: false, help: false });
  });

  it('reads --products N, --products=N and --reset', () => {
    expect(parseArgs(['--products', '100000', '--reset'])).toEqual({
      products: 100000,
      reset: true,
      images: false,
      help: false,
    });
    expect(parseArgs(['--images']).images).toBe(true);
    expect(parseArgs(['--products=250']).products).toBe(250);
    expect(parseArgs(['--products', '100_000']).products).toBe(100000);
  });

  it.each([
    [['--products'], /needs a number/],
    [['--products', '--reset'], /needs a number/],
    [['--products', '12.5'], /whole number/],
    [['--products', '-3'], /whole number/],
    [['--products', '0'], /between 1 and/],
    [['--products', '2000000'], /between 1 and/],
    [['--reset=yes'], /takes no value/],
    [['--images=all'], /takes no value/],
    [['--prodcuts', '10'], /unknown argument "--prodcuts"/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
