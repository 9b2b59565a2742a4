// Times POST /api/admin/pads with two ~2 MB photos against a running API (seeded demo admin).
// Usage (from api/): node bench/create-pads.mjs http://localhost:3000 5
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
const api = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 5);
const login = await fetch(`${api}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@pads.test', password: 'password' }),
});
const { token } = await login.json();
// Noise does not compress: ~2 MB files of real image formats.
const noise = (w, h) => sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } });
const png = await noise(820, 820).png({ compressionLevel: 1 }).toBuffer();
const jpg = await noise(1520, 1520).jpeg({ quality: 92 }).toBuffer();
console.log(`photos: png ${(png.length / 1e6).toFixed(2)} MB, jpeg ${(jpg.length / 1e6).toFixed(2)} MB`);
const times = [];
for (let i = 0; i < runs; i++) {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      name: `Bench ${Date.now()}`,
      category_id: 3,
      location: { address: 'Bench', latitude: 53.35, longitude: -6.26 },
      contacts: [{ contact_type_id: 1 }],
    }),
  );
  form.append('photos[]', new Blob([png], { type: 'image/png' }), 'a.png');
  form.append('directions', 'north');
  form.append('photos[]', new Blob([jpg], { type: 'image/jpeg' }), 'b.jpg');
  form.append('directions', 'east');
  const t = performance.now();
  const res = await fetch(`${api}/api/admin/pads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ms = performance.now() - t;
  if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
  times.push(ms);
  console.log(`run ${i + 1}: ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`,
);
