/** Facebook's data deletion status (spec 2.1 /fbDeletionStatus): the public GET /dataDeletionStatus?code=. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dataDeletionStatusResponse } from '../../../src/contract/news.ts';
import { DEMO_DELETION_CODE, deletionMessages } from '../../../src/domain/dataDeletion.ts';
import { call, seededServer } from './support.ts';

const t = seededServer();

const statusOf = (query: string) => call(t.server.app, 'GET', `/api/dataDeletionStatus${query}`);

describe('GET /dataDeletionStatus', () => {
  it('answers the seeded demo request, completed with its dates, without a session', async () => {
    const answer = await statusOf(`?code=${DEMO_DELETION_CODE}`);
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(dataDeletionStatusResponse, answer.json).data).toEqual({
      confirmation_code: DEMO_DELETION_CODE,
      provider: 'facebook',
      status: 'completed',
      requested_at: '2026-10-02T09:15:00.000Z',
      completed_at: '2026-10-03T11:40:00.000Z',
    });
  });

  it('answers a request still running with no completion date', async () => {
    await t.server.db.query(
      `insert into data_deletion_requests (confirmation_code, status, requested_at)
       values ('RUNNING12345', 'in_progress', '2026-11-01T10:00:00Z')`,
    );
    const answer = await statusOf('?code=%20RUNNING12345%20');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ data: { status: 'in_progress', completed_at: null } });
  });

  it('refuses a malformed or missing code with a sentence (400)', async () => {
    for (const query of [
      '?code=short',
      '?code=has%20space1',
      `?code=${'a'.repeat(65)}`,
      '?code=%3Cscript%3E12',
    ]) {
      const answer = await statusOf(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ message: deletionMessages.badCode, field: 'code' });
    }
    for (const query of ['', '?code=', '?code=%20%20']) {
      const answer = await statusOf(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ message: deletionMessages.missingCode });
    }
  });

  it('answers 404 with a sentence for a code it does not know (codes are case-sensitive)', async () => {
    for (const code of ['UNKNOWN12345', DEMO_DELETION_CODE.toLowerCase()]) {
      const answer = await statusOf(`?code=${code}`);
      expect(answer.status, code).toBe(404);
      expect(answer.json).toMatchObject({ message: deletionMessages.unknownCode });
    }
  });
});
