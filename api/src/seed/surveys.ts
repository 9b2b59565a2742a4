// Demo 360° surveys, made as the owner app makes them: a claimed owner of the pad (only the pad's own people
// write its survey) starts the survey and saves steps (POST /api/surveys/{padId}) and uploads the view photos
// (POST /api/surveys/{id}/uploads), drawn here by sharp so no image file is shipped. Two surveys are not
// started, three in progress, three completed.
import type { FastifyInstance } from 'fastify';
import type { Headers, SeedCall as Call } from './calls.js';
import { multipartBody } from './multipart.js';

/** How many demo surveys: one per claimed owner given. */
export const DEMO_SURVEYS = 8;

export interface DemoSurveyWorld {
  app: FastifyInstance;
  call: Call;
  /** Pads with the headers of one of their claimed owners, `DEMO_SURVEYS` of them. */
  owned: { padId: number; headers: Headers }[];
}

const FULL = {
  general: { notice: 2, ppr: 'phone', ppr_details: 'Ring the house the day before' },
  landing: {
    size: 40,
    size_unit: 1,
    surface: 2,
    slope: 1,
    secondary_area: 'yes',
    secondary_area_details: 'Paddock east of the barn',
  },
  // Hazards every category takes (an aerodrome only 3, 6, 8 and 99): the owners' pads may be of any.
  hazards: { categories: [6, 3], details: 'Power lines along the road; neighbours sensitive to noise' },
  approach: {
    procedures: 'Approach from the south-west over open fields',
    visual_reference: 'White farmhouse with a red roof',
  },
  facilities: {
    categories: ['wind_indicator', 'food_available'],
    landing_fee: 'no',
    details: 'Tea and cake on request',
  },
  view: {
    north: { comment: 'Farmhouse and trees' },
    east: { comment: 'Road and power lines' },
    west: { comment: 'Open fields' },
    south: { comment: 'River valley' },
  },
};
const PARTIAL = [
  { general: FULL.general },
  { general: FULL.general, landing: FULL.landing, hazards: { none_within: true } },
  { approach: { departures: 'Depart north, climb straight ahead' }, facilities: FULL.facilities },
];

async function uploadView(app: FastifyInstance, surveyId: number, direction: string, headers: Headers, shade: number) {
  const { default: sharp } = await import('sharp');
  const photo = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 60 + shade * 20, g: 120, b: 200 - shade * 30 } },
  })
    .jpeg()
    .toBuffer();
  const form = multipartBody([
    { name: 'direction', value: direction },
    { name: 'upload', filename: `${direction}.jpg`, contentType: 'image/jpeg', value: photo },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/surveys/${surveyId}/uploads`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`seed: survey photo → ${res.statusCode} ${res.body}`);
}

export async function seedDemoSurveys({ app, call, owned }: DemoSurveyWorld): Promise<void> {
  if (owned.length < DEMO_SURVEYS) throw new Error(`seed: ${DEMO_SURVEYS} claimed owners needed for the surveys`);
  for (const [i, { padId, headers: owner }] of owned.entries()) {
    const steps = i < 2 ? {} : i < 5 ? PARTIAL[i - 2]! : { ...FULL, location: { latitude: null, longitude: null } };
    const res = await call('POST', `/api/surveys/${padId}`, owner, { steps });
    const survey = res.data as unknown as { id: number; version: number };
    if (i >= 5) {
      for (const [k, d] of ['north', 'east', 'west', 'south'].entries()) await uploadView(app, survey.id, d, owner, k);
      // The app sends the landing point as `map` with the last step.
      const current = (await call('GET', `/api/surveys/${survey.id}`, owner)).data as unknown as { version: number };
      await call('POST', `/api/surveys/${padId}`, owner, {
        ...FULL,
        map: { latitude: 53 + i / 100, longitude: -7 - i / 100 },
        version: current.version,
      });
    }
  }
}
