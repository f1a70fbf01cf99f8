// The requests the API benchmark measures, each as the site sends it, and the tokens they carry.
import { issueAccessToken } from '../../apps/api/src/core/access/tokens';
import type { TQuery } from '../bench-seed';
import type { TBusyDoctor } from './busy-doctor';
import type { TEndpointName } from './options';

export type TEndpoint = {
  name: TEndpointName;
  /** Path and query, as the site sends them. */
  url: string;
  headers: Record<string, string>;
  note: string;
};

type TUser = { id: string; roles: string[]; sessionVersion: number };

/** The demo administrator of Riverside General (one hospital) and the doctor with 24 applications. */
export async function createEndpoints(
  query: TQuery,
  tokenKey: string,
  doctor: TBusyDoctor,
): Promise<TEndpoint[]> {
  const findUser = async (email: string) => {
    const [user] = await query<TUser>(
      `select id, roles, session_version as "sessionVersion" from users where email = $1`,
      [email],
    );
    return issueAccessToken({ TOKEN_KEY: tokenKey, ACCESS_TOKEN_TTL: '8h' }, user);
  };
  const admin = { 'x-auth-token': await findUser('admin@riverside.example.org') };
  const doctorHeaders = { 'x-auth-token': await findUser(doctor.email) };
  // The busy doctor's latest submitted file at Riverside, as the office opens it.
  const [reviewed] = await query<{ id: string }>(
    `select a.id from applications a join hospitals h on h.id = a.hospital_id
      where a.doctor_id = $1 and h.name = 'Riverside General Hospital' and a.status <> 'draft'
      order by a.created_at desc limit 1`,
    [doctor.id],
  );
  return [
    {
      name: 'queue',
      url: '/api/admin/applications?sort=submitted-desc',
      headers: admin,
      note: 'admin of 1 demo hospital: first page of 25, with the total',
    },
    {
      // The reference answers it uncompressed: the difference is what compressing costs.
      name: 'queue-br',
      url: '/api/admin/applications?sort=submitted-desc',
      headers: { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' },
      note: 'the same page as a browser asks for it: compressed (brotli)',
    },
    {
      name: 'queue-search',
      url: '/api/admin/applications?q=rivera&sort=submitted-desc',
      headers: admin,
      note: 'the same, searching a name 1 doctor in 10 has',
    },
    {
      // What a coordinator looking for one doctor types: it matches 1 doctor at any size.
      name: 'queue-search-email',
      url: '/api/admin/applications?q=doctor781%40bench&sort=submitted-desc',
      headers: admin,
      note: "the same, searching the start of 1 doctor's email",
    },
    { name: 'counts', url: '/api/admin/applications/counts', headers: admin, note: 'counts per status' },
    {
      name: 'doctor-list',
      url: '/api/applications/search?page=1&pageSize=20',
      headers: doctorHeaders,
      note: `the doctor with ${doctor.applications} applications: first page of 20 (4 drafts, 2 information requested)`,
    },
    {
      name: 'review',
      url: `/api/admin/applications/${reviewed.id}`,
      headers: admin,
      note: "the office's review of one file: answers, checklist, history, the decision route's place",
    },
    { name: 'settings', url: '/api/systemSettings/all', headers: {}, note: 'public settings, no token' },
    // The core's fixed cost: every hook and the guard, no statement once the session is kept.
    {
      name: 'me',
      url: '/api/auth/me',
      headers: admin,
      note: 'the signed-in account (the trivial authenticated read)',
    },
  ];
}
