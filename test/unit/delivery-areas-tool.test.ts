// Turning a courier's serviceability list into the delivery table (tools/delivery-areas.ts).
import { describe, expect, it } from 'vitest';

import { type DeliveryTable, deliveryTableProblems, serviceability } from '../../shared/delivery';
import { collapsedAreas, exactAreas, parseCsv, readCourierCsv } from '../../tools/delivery-areas';

const CSV = `\uFEFFPincode,City,State,Prepaid,COD,TAT
360001,Rajkot,Gujarat,Y,Y,1
360002,Rajkot,Gujarat,Y,Y,1
360005,Rajkot,Gujarat,Y,Y,1
360370,Jetpur,Gujarat,Y,Y,1
380001,Ahmedabad,Gujarat,Y,Y,2
380009,Ahmedabad,Gujarat,Y,Y,2
380015,Ahmedabad,Gujarat,Y,N,2
744101,Port Blair,Andaman and Nicobar,Y,N,9
744301,Car Nicobar,Andaman and Nicobar,N,N,
"110001","New Delhi, Connaught Place",Delhi,Y,Y,3
`;

const tableOf = (areas: DeliveryTable['areas']): DeliveryTable => ({ cutoff: '14:00', closedWeekdays: ['Sunday'], holidays: [], areas });

describe('the courier list converter', () => {
  it('reads CSV cells, quoted ones included', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n1;2\t3')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads a courier list into PINs with their terms', () => {
    const { rows, problems } = readCourierCsv(CSV);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(10);
    expect(rows.find((r) => r.pin === '110001')).toEqual({ pin: '110001', terms: { days: 3, cod: true }, name: 'New Delhi, Connaught Place' });
    expect(rows.find((r) => r.pin === '380015')?.terms).toEqual({ days: 2, cod: false });
    expect(rows.find((r) => r.pin === '744301')?.terms).toBe('unserved');
  });

  it('names each problem of a list by its row', () => {
    expect(readCourierCsv('City,TAT\nRajkot,1').problems).toEqual([expect.stringMatching(/no pin column/), expect.stringMatching(/no cod column/)]);
    const { problems } = readCourierCsv('pin,cod,days\n36037,Y,1\n360370,maybe,1\n360002,Y,0\n360001,Y,1\n360001,Y,1');
    expect(problems).toEqual([
      'row 2: "36037" is not a six-digit PIN',
      'row 3: cash on delivery "maybe" is neither Y nor N',
      'row 4: days "0" is not a whole number from 1 to 60',
      'row 6: 360001 is listed twice',
    ]);
  });

  it('makes an exact table that answers every listed PIN as the list does, and serves no other', () => {
    const { rows } = readCourierCsv(CSV);
    const table = tableOf(exactAreas(rows));
    expect(deliveryTableProblems(table)).toEqual([]);
    expect(table.areas).toHaveLength(10);
    for (const row of rows) expect(serviceability(row.pin, table), row.pin).toEqual(row.terms === 'unserved' ? { serviceable: false } : { serviceable: true, ...row.terms });
    expect(serviceability('360003', table)).toEqual({ serviceable: false });
  });

  it('collapses to sorting districts with exceptions, answering every listed PIN the same', () => {
    const { rows } = readCourierCsv(CSV);
    const areas = collapsedAreas(rows);
    const table = tableOf(areas);
    expect(deliveryTableProblems(table)).toEqual([]);
    expect(areas.map((a) => a.pin)).toEqual(['110001', '360', '380', '380015', '744101']);
    for (const row of rows) expect(serviceability(row.pin, table), row.pin).toEqual(row.terms === 'unserved' ? { serviceable: false } : { serviceable: true, ...row.terms });
    // A Rajkot PIN the list leaves out is answered as its district; another district is not guessed at.
    expect(serviceability('360003', table)).toEqual({ serviceable: true, days: 1, cod: true });
    expect(serviceability('302001', table)).toEqual({ serviceable: false });
  });
});
