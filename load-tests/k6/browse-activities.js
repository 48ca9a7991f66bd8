// A parent browsing: list with filters, search, open a place, its metrics. Loopback only,
// bounded in time and iterations. Run against a running stack (npm start):
//   ~/.cache/kah/bin/k6 run load-tests/k6/browse-activities.js   (BASE_URL to override)
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(BASE)) throw new Error(`BASE_URL must be a loopback address, got ${BASE}`);

export const options = {
  scenarios: {
    browse: { executor: 'shared-iterations', vus: 10, iterations: 2000, maxDuration: '60s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:list}': ['p(95)<500'],
  },
};

const FILTERS = ['', '?type=beach', '?type=park,playground&free=true', '?tags=outdoor,toddler-friendly', '?search=zoo', '?search=bondi'];
// Each iteration looks like one client; distinct forwarded addresses keep the per-client rate limit realistic.
const headers = () => ({ "x-forwarded-for": `198.51.100.${((__VU * 31 + __ITER) % 250) + 1}` });

export default function () {
  const list = http.get(`${BASE}/api/activities${FILTERS[__ITER % FILTERS.length]}`, { headers: headers(), tags: { name: 'list' } });
  check(list, { 'list 200': (r) => r.status === 200 });
  const first = list.status === 200 ? list.json('data.0.id') : null;
  if (first) {
    check(http.get(`${BASE}/api/activities/${first}`, { headers: headers(), tags: { name: 'detail' } }), { 'detail 200': (r) => r.status === 200 });
    check(http.get(`${BASE}/api/activities/${first}/metrics`, { headers: headers(), tags: { name: 'metrics' } }), { 'metrics 200': (r) => r.status === 200 });
  }
  sleep(0.05);
}
