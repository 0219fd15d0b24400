// Indian states and union territories with their GST state codes (the first two
// digits of a GSTIN, and the "place of supply" an invoice names). Data, not
// rules: the invoice compares the delivery state's code with the seller's.

export interface GstState {
  code: string;
  name: string;
  /** Other spellings shoppers type (old names, short forms, vehicle codes). */
  aliases?: readonly string[];
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['J&K', 'JK', 'Jammu & Kashmir'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab', aliases: ['PB'] },
  { code: '04', name: 'Chandigarh', aliases: ['CH'] },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal', 'UK'] },
  { code: '06', name: 'Haryana', aliases: ['HR'] },
  { code: '07', name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi', 'DL'] },
  { code: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar', aliases: ['BR'] },
  { code: '11', name: 'Sikkim', aliases: ['SK'] },
  { code: '12', name: 'Arunachal Pradesh', aliases: ['AR'] },
  { code: '13', name: 'Nagaland', aliases: ['NL'] },
  { code: '14', name: 'Manipur', aliases: ['MN'] },
  { code: '15', name: 'Mizoram', aliases: ['MZ'] },
  { code: '16', name: 'Tripura', aliases: ['TR'] },
  { code: '17', name: 'Meghalaya', aliases: ['ML'] },
  { code: '18', name: 'Assam', aliases: ['AS'] },
  { code: '19', name: 'West Bengal', aliases: ['WB'] },
  { code: '20', name: 'Jharkhand', aliases: ['JH'] },
  { code: '21', name: 'Odisha', aliases: ['Orissa', 'OD', 'OR'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh', 'CG'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat', aliases: ['GJ'] },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: ['Daman and Diu', 'Dadra and Nagar Haveli', 'DNHDD', 'DD', 'DN'] },
  { code: '27', name: 'Maharashtra', aliases: ['MH'] },
  { code: '29', name: 'Karnataka', aliases: ['KA'] },
  { code: '30', name: 'Goa', aliases: ['GA'] },
  { code: '31', name: 'Lakshadweep', aliases: ['LD'] },
  { code: '32', name: 'Kerala', aliases: ['KL'] },
  { code: '33', name: 'Tamil Nadu', aliases: ['TN'] },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry', 'PY'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['Andaman and Nicobar', 'AN'] },
  { code: '36', name: 'Telangana', aliases: ['TS', 'TG'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh', aliases: ['LA'] },
];

/** The place of supply of a delivery outside India. */
export const OTHER_COUNTRY: GstState = { code: '96', name: 'Other Country' };

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, '');

let byName: Map<string, GstState> | undefined;

/** The state a delivery address names (any case, spacing or '&'), or null when it names none. */
export function gstStateOf(state: string, country = 'India'): GstState | null {
  if (country !== 'India') return OTHER_COUNTRY;
  byName ??= new Map(GST_STATES.flatMap((s) => [s.name, ...(s.aliases ?? [])].map((n) => [squash(n), s] as const)));
  return byName.get(squash(state)) ?? null;
}

/** The state a GST state code belongs to. */
export function gstStateByCode(code: string): GstState | null {
  return GST_STATES.find((s) => s.code === code) ?? null;
}
