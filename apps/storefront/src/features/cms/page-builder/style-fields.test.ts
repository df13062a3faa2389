import { describe, expect, it } from 'vitest';
import { extractStyleFields, parseDeclarations, toReactStyle, withoutFields } from './style-fields.ts';

describe('style fields', () => {
  it('reads margins, paddings, border, background, alignment and min-height from a row', () => {
    const fields = extractStyleFields(
      'justify-content: flex-start; display: flex; flex-direction: column; background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; background-color: rgb(240, 240, 240); border-style: none; border-width: 1px; border-radius: 0px; min-height: 300px; text-align: center; margin: 0px 0px 10px; padding: 10px;',
    );
    expect(fields).toEqual({
      justifyContent: 'flex-start',
      backgroundPosition: 'left top',
      backgroundSize: 'cover',
      backgroundRepeat: 'no-repeat',
      backgroundAttachment: 'scroll',
      backgroundColor: 'rgb(240, 240, 240)',
      borderStyle: 'none',
      borderWidth: '1px',
      borderRadius: '0px',
      minHeight: '300px',
      textAlign: 'center',
      margin: '0px 0px 10px',
      padding: '10px',
    });
  });

  it('leaves layout and positioning out, and values that load or run anything', () => {
    expect(
      extractStyleFields(
        'display: flex; position: fixed; z-index: 9999; top: 0; width: 25%; background-image: url(x.jpg); color: red; margin-top: expression(1)',
      ),
    ).toEqual({ width: '25%', color: 'red' });
  });

  it('parses declarations with semicolons inside quotes and brackets, drops !important', () => {
    expect(parseDeclarations('a: url("x;y"); b: rgb(1, 2, 3) !important;; c:d; :bad; e:')).toEqual([
      ['a', 'url("x;y")'],
      ['b', 'rgb(1, 2, 3)'],
      ['c', 'd'],
    ]);
    expect(parseDeclarations(null)).toEqual([]);
  });

  it('later declarations win; names are case-insensitive', () => {
    expect(extractStyleFields('MARGIN: 1px; margin: 2px')).toEqual({ margin: '2px' });
  });

  it('makes React styles', () => {
    const fields = extractStyleFields('width: 50%; padding: 10px');
    expect(toReactStyle(withoutFields(fields, 'width'), { '--x': '1', y: undefined })).toEqual({
      padding: '10px',
      '--x': '1',
    });
  });
});
