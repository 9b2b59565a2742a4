import { decodeCsv, ImportFileError, parseImportCsv } from './parse.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseImportCsv', () => {
  test('UTF-8 with a BOM: the BOM is not part of the first header', () => {
    const parsed = parseImportCsv(bytes('\uFEFFname,category,latitude,longitude\nŁódź,3,51.7,19.4\n'));
    expect(parsed.columns).toEqual(['name', 'category', 'latitude', 'longitude']);
    expect(parsed.records[0]!.cells.name).toBe('Łódź');
  });

  test("Windows-1252 (Excel's CSV): bytes that are not UTF-8 are read as Windows-1252", () => {
    const cp1252 = Uint8Array.from([
      ...bytes('name,category,latitude,longitude\nCaf'),
      0xe9,
      0x80,
      ...bytes(',3,1,1\n'),
    ]);
    expect(parseImportCsv(cp1252).records[0]!.cells.name).toBe('Café€');
  });

  test('semicolons, headers in any case and order, quoted newlines and quotes', () => {
    const parsed = parseImportCsv(
      bytes('LONGITUDE;Latitude;Site_Information;NAME;category\r\n-8.1;52.2;"Line one\nLine ""two""";A;3\r\n'),
    );
    expect(parsed.columns).toEqual(['name', 'category', 'latitude', 'longitude', 'site_information']);
    expect(parsed.records[0]).toEqual({
      row: 2,
      width: 5,
      cells: {
        longitude: '-8.1',
        latitude: '52.2',
        site_information: 'Line one\nLine "two"',
        name: 'A',
        category: '3',
      },
    });
  });

  test("the export's formula guard (a leading ' before = + - @ and their look-alikes) is taken off; other quotes stay", () => {
    const parsed = parseImportCsv(bytes("name,category,latitude,longitude,phone,icao\n'＝1+1,3,1,1,'+44 20,'tis\n"));
    expect(parsed.records[0]!.cells).toMatchObject({ name: '＝1+1', phone: '+44 20', icao: "'tis" });
  });

  test('refusals: binary, no header, missing columns, no rows, broken quoting', () => {
    const refusal = (input: Uint8Array) => {
      try {
        parseImportCsv(input);
        return 'accepted';
      } catch (e) {
        expect(e).toBeInstanceOf(ImportFileError);
        return (e as Error).message;
      }
    };
    expect(refusal(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0]))).toBe('The file is not a CSV text file.');
    expect(refusal(bytes(''))).toBe('The file is empty.');
    expect(refusal(bytes('name,latitude\nA,1\n'))).toMatch(/^The header must name the columns 'category', 'longitude'/);
    expect(refusal(bytes('name,category,latitude,longitude\n'))).toBe('The file has a header but no rows.');
    expect(refusal(bytes('name,category,latitude,longitude\n"A,3,1,1\n'))).toMatch(
      /^The file is not valid CSV \(line \d+\)/,
    );
  });

  test('blank trailing rows are skipped; rows keep their spreadsheet numbers', () => {
    const parsed = parseImportCsv(bytes('name,category,latitude,longitude\nA,3,1,1\nB,3,2,2\n,,,\n\n'));
    expect(parsed.records.map((r) => [r.row, r.cells.name])).toEqual([
      [2, 'A'],
      [3, 'B'],
    ]);
  });
});

test('decodeCsv keeps valid UTF-8 as it is', () => {
  expect(decodeCsv(bytes('héllo'))).toBe('héllo');
});
