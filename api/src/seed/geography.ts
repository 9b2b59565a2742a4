// Places for the demo data: ISO countries (from @rapideditor/country-coder), regions of the seeded
// countries, US states, and real towns with coordinates around which pads are generated.
import { borders } from '@rapideditor/country-coder';

/** Names the panel shows differently from country-coder's English names. */
const COUNTRY_NAME_OVERRIDES: Record<string, string> = {
  IE: 'Ireland',
  US: 'United States',
};

export function isoCountries(): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const feature of borders.features) {
    const { iso1A2, nameEn, level } = feature.properties as { iso1A2?: string; nameEn?: string; level?: string };
    if (!iso1A2 || !nameEn || (level !== 'country' && level !== 'territory')) continue;
    if (!byCode.has(iso1A2)) byCode.set(iso1A2, COUNTRY_NAME_OVERRIDES[iso1A2] ?? nameEn);
  }
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
}

/** ISO 3166-2:IE county codes (as in ie-airports.csv) → county, which is the region of an Irish pad. */
export const IE_COUNTIES: Record<string, string> = {
  'IE-CW': 'Carlow', 'IE-CN': 'Cavan', 'IE-CE': 'Clare', 'IE-CO': 'Cork', 'IE-DL': 'Donegal', 'IE-D': 'Dublin',
  'IE-G': 'Galway', 'IE-KY': 'Kerry', 'IE-KE': 'Kildare', 'IE-KK': 'Kilkenny', 'IE-LS': 'Laois', 'IE-LM': 'Leitrim',
  'IE-LK': 'Limerick', 'IE-LD': 'Longford', 'IE-LH': 'Louth', 'IE-MO': 'Mayo', 'IE-MH': 'Meath', 'IE-MN': 'Monaghan',
  'IE-OY': 'Offaly', 'IE-RN': 'Roscommon', 'IE-SO': 'Sligo', 'IE-TA': 'Tipperary', 'IE-WD': 'Waterford',
  'IE-WH': 'Westmeath', 'IE-WX': 'Wexford', 'IE-WW': 'Wicklow',
};

export const REGIONS: Record<string, readonly string[]> = {
  IE: Object.values(IE_COUNTIES),
  GB: [
    'North East England', 'North West England', 'Yorkshire and the Humber', 'East Midlands', 'West Midlands',
    'East of England', 'London', 'South East England', 'South West England', 'Scotland', 'Wales', 'Northern Ireland',
  ],
  FR: [
    'Auvergne-Rhône-Alpes', 'Bourgogne-Franche-Comté', 'Bretagne', 'Centre-Val de Loire', 'Corse', 'Grand Est',
    'Hauts-de-France', 'Île-de-France', 'Normandie', 'Nouvelle-Aquitaine', 'Occitanie', 'Pays de la Loire',
    "Provence-Alpes-Côte d'Azur",
  ],
  DE: [
    'Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern',
    'Niedersachsen', 'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt',
    'Schleswig-Holstein', 'Thüringen',
  ],
  ES: ['Andalucía', 'Aragón', 'Cataluña', 'Comunidad de Madrid', 'Comunitat Valenciana', 'Galicia', 'Illes Balears', 'País Vasco'],
  NL: ['Noord-Holland', 'Zuid-Holland', 'Utrecht', 'Gelderland', 'Noord-Brabant', 'Limburg', 'Friesland', 'Zeeland'],
  BE: ['Brussels-Capital', 'Flanders', 'Wallonia'],
  CA: ['Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Nova Scotia', 'Ontario', 'Quebec', 'Saskatchewan'],
  AU: ['New South Wales', 'Queensland', 'South Australia', 'Tasmania', 'Victoria', 'Western Australia'],
};

export const US_STATES: readonly [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'],
  ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'],
  ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

export interface Town {
  name: string;
  country_code: 'GB' | 'IE' | 'FR';
  region: string;
  lat: number;
  lng: number;
}

const town = (country_code: Town['country_code'], region: string, name: string, lat: number, lng: number): Town => ({
  name,
  country_code,
  region,
  lat,
  lng,
});

export const TOWNS: readonly Town[] = [
  // Great Britain
  town('GB', 'South West England', 'Bath', 51.3811, -2.359),
  town('GB', 'South West England', 'Truro', 50.2632, -5.051),
  town('GB', 'South West England', 'Exeter', 50.7184, -3.5339),
  town('GB', 'South West England', 'Cirencester', 51.7186, -1.9686),
  town('GB', 'South East England', 'Oxford', 51.752, -1.2577),
  town('GB', 'South East England', 'Winchester', 51.0632, -1.308),
  town('GB', 'South East England', 'Canterbury', 51.2802, 1.0789),
  town('GB', 'South East England', 'Henley-on-Thames', 51.5357, -0.9028),
  town('GB', 'London', 'Richmond', 51.4613, -0.3037),
  town('GB', 'East of England', 'Cambridge', 52.2053, 0.1218),
  town('GB', 'East of England', 'Norwich', 52.6309, 1.2974),
  town('GB', 'East Midlands', 'Stamford', 52.6525, -0.4802),
  town('GB', 'East Midlands', 'Matlock', 53.1383, -1.5552),
  town('GB', 'West Midlands', 'Stratford-upon-Avon', 52.1917, -1.7083),
  town('GB', 'West Midlands', 'Ludlow', 52.3676, -2.7183),
  town('GB', 'North West England', 'Keswick', 54.6013, -3.1347),
  town('GB', 'North West England', 'Chester', 53.1934, -2.8931),
  town('GB', 'North West England', 'Lancaster', 54.0466, -2.8007),
  town('GB', 'Yorkshire and the Humber', 'Harrogate', 53.9921, -1.5418),
  town('GB', 'Yorkshire and the Humber', 'York', 53.96, -1.0873),
  town('GB', 'Yorkshire and the Humber', 'Whitby', 54.4858, -0.6206),
  town('GB', 'North East England', 'Alnwick', 55.4134, -1.7063),
  town('GB', 'North East England', 'Durham', 54.7761, -1.5733),
  town('GB', 'Scotland', 'St Andrews', 56.3398, -2.7967),
  town('GB', 'Scotland', 'Inverness', 57.4778, -4.2247),
  town('GB', 'Scotland', 'Oban', 56.415, -5.4718),
  town('GB', 'Scotland', 'Pitlochry', 56.7036, -3.7346),
  town('GB', 'Scotland', 'Peebles', 55.6519, -3.1889),
  town('GB', 'Wales', 'Brecon', 51.9464, -3.3917),
  town('GB', 'Wales', 'Tenby', 51.6727, -4.7036),
  town('GB', 'Wales', 'Betws-y-Coed', 53.0925, -3.8006),
  town('GB', 'Wales', 'Aberystwyth', 52.4153, -4.0829),
  town('GB', 'Northern Ireland', 'Enniskillen', 54.3438, -7.6315),
  town('GB', 'Northern Ireland', 'Newcastle', 54.2176, -5.8883),
  town('GB', 'Northern Ireland', 'Portrush', 55.2048, -6.6527),
  // Ireland
  town('IE', 'Kerry', 'Killarney', 52.0599, -9.5044),
  town('IE', 'Kerry', 'Kenmare', 51.8801, -9.5834),
  town('IE', 'Cork', 'Kinsale', 51.7059, -8.5222),
  town('IE', 'Cork', 'Bantry', 51.6801, -9.4528),
  town('IE', 'Clare', 'Ennis', 52.8436, -8.9864),
  town('IE', 'Clare', 'Lahinch', 52.9335, -9.3448),
  town('IE', 'Galway', 'Clifden', 53.4891, -10.0194),
  town('IE', 'Galway', 'Oughterard', 53.4281, -9.3206),
  town('IE', 'Mayo', 'Westport', 53.8, -9.5167),
  town('IE', 'Sligo', 'Strandhill', 54.2712, -8.6036),
  town('IE', 'Donegal', 'Donegal', 54.6538, -8.11),
  town('IE', 'Donegal', 'Dunfanaghy', 55.1816, -7.9697),
  town('IE', 'Dublin', 'Malahide', 53.4509, -6.1544),
  town('IE', 'Wicklow', 'Enniskerry', 53.1928, -6.1703),
  town('IE', 'Kildare', 'Straffan', 53.3119, -6.6078),
  town('IE', 'Kilkenny', 'Thomastown', 52.5257, -7.1386),
  town('IE', 'Tipperary', 'Cashel', 52.5159, -7.8855),
  town('IE', 'Waterford', 'Dungarvan', 52.0845, -7.6397),
  town('IE', 'Wexford', 'Rosslare', 52.2512, -6.3397),
  town('IE', 'Limerick', 'Adare', 52.5646, -8.7903),
  town('IE', 'Meath', 'Trim', 53.555, -6.7917),
  town('IE', 'Westmeath', 'Athlone', 53.4239, -7.9407),
  town('IE', 'Offaly', 'Birr', 53.0914, -7.9133),
  // France
  town('FR', 'Normandie', 'Deauville', 49.3571, 0.0667),
  town('FR', 'Normandie', 'Honfleur', 49.4191, 0.2331),
  town('FR', 'Normandie', 'Bayeux', 49.2765, -0.7025),
  town('FR', 'Bretagne', 'Saint-Malo', 48.6493, -2.0257),
  town('FR', 'Bretagne', 'Dinard', 48.6325, -2.0617),
  town('FR', 'Bretagne', 'Quimper', 47.996, -4.1024),
  town('FR', 'Hauts-de-France', 'Le Touquet-Paris-Plage', 50.5211, 1.5858),
  town('FR', 'Hauts-de-France', 'Chantilly', 49.1947, 2.4711),
  town('FR', 'Île-de-France', 'Fontainebleau', 48.4047, 2.7016),
  town('FR', 'Île-de-France', 'Versailles', 48.8049, 2.1204),
  town('FR', 'Grand Est', 'Reims', 49.2583, 4.0317),
  town('FR', 'Grand Est', 'Colmar', 48.0794, 7.3585),
  town('FR', 'Centre-Val de Loire', 'Amboise', 47.4131, 0.9826),
  town('FR', 'Centre-Val de Loire', 'Chambord', 47.6161, 1.517),
  town('FR', 'Pays de la Loire', 'La Baule-Escoublac', 47.2866, -2.391),
  town('FR', 'Pays de la Loire', 'Saumur', 47.26, -0.0769),
  town('FR', 'Nouvelle-Aquitaine', 'Biarritz', 43.4832, -1.5586),
  town('FR', 'Nouvelle-Aquitaine', 'Saint-Émilion', 44.8939, -0.1553),
  town('FR', 'Nouvelle-Aquitaine', 'Arcachon', 44.6586, -1.1689),
  town('FR', 'Occitanie', 'Carcassonne', 43.2121, 2.3537),
  town('FR', 'Occitanie', 'Montpellier', 43.6108, 3.8767),
  town('FR', "Provence-Alpes-Côte d'Azur", 'Saint-Tropez', 43.2727, 6.6406),
  town('FR', "Provence-Alpes-Côte d'Azur", 'Cannes', 43.5528, 7.0174),
  town('FR', "Provence-Alpes-Côte d'Azur", 'Gordes', 43.9116, 5.2002),
  town('FR', 'Auvergne-Rhône-Alpes', 'Annecy', 45.8992, 6.1294),
  town('FR', 'Auvergne-Rhône-Alpes', 'Courchevel', 45.4154, 6.6346),
  town('FR', 'Auvergne-Rhône-Alpes', 'Chamonix-Mont-Blanc', 45.9237, 6.8694),
  town('FR', 'Bourgogne-Franche-Comté', 'Beaune', 47.0259, 4.84),
  town('FR', 'Corse', 'Porto-Vecchio', 41.5912, 9.2795),
];

export const COUNTRY_NAMES: Record<Town['country_code'], string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
};
