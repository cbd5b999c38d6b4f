/**
 * The organisation profile and the brand kit (issue 16; src/contract/organisation.ts):
 * - GET /auth/getAccountProfile, POST /auth/updateAccountProfile (ours): name, time zone, country, main industry;
 * - GET /auth/getBrandKit, POST /auth/updateBrandKit (ours): colours, fonts, tone of voice and language;
 * - GET /getOffsetIndustry (spec 7.2, public): the industries an account can name as its main one.
 * The form's rules (src/domain) are checked again here and answered as the form's sentences at the field.
 */
import { Hono } from 'hono';
import {
  ACCOUNT_NAME_TAKEN_MESSAGE,
  updateAccountProfileRequest,
  updateBrandKitRequest,
} from '../../contract/organisation.ts';
import {
  DEFAULT_BODY_FONT,
  DEFAULT_HEADING_FONT,
  brandKitMessages,
  isBrandFont,
} from '../../domain/brandKit.ts';
import {
  normaliseOrganisation,
  validateOrganisation,
  type OrganisationField,
} from '../../domain/organisation.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, ok, parseBody } from '../http.ts';
import { LANGUAGES, OBJECTIVES, TONES_OF_VOICE, postSettingOf } from '../plannerStore.ts';
import { CREATE_ACCOUNT_LOCK } from './onboarding.ts';

interface ProfileRow {
  id: number;
  account_name: string;
  logo: string | null;
  timezone: string | null;
  country: string | null;
  industry_id: number | null;
}

async function accountProfileOf(db: Queryable, accountId: number) {
  const rows = await db.query<ProfileRow>(
    'select id, account_name, logo, timezone, country, industry_id from accounts where id = $1',
    [accountId],
  );
  const row = rows[0]!;
  return {
    account_id: row.id,
    company: row.account_name,
    logo: row.logo,
    timezone: row.timezone,
    country: row.country,
    industry_id: row.industry_id,
  };
}

interface KitRow {
  brand_color: string | null;
  brand_palette: unknown;
  heading_font: string | null;
  body_font: string | null;
  logo: string | null;
}

async function brandKitOf(db: Queryable, accountId: number) {
  const rows = await db.query<KitRow>(
    'select brand_color, brand_palette, heading_font, body_font, logo from accounts where id = $1',
    [accountId],
  );
  const row = rows[0]!;
  const setting = await postSettingOf(db, accountId);
  const palette = Array.isArray(row.brand_palette)
    ? row.brand_palette.filter((colour): colour is string => typeof colour === 'string')
    : [];
  return {
    account_id: accountId,
    brandColor: row.brand_color,
    palette,
    headingFont:
      row.heading_font !== null && isBrandFont(row.heading_font) ? row.heading_font : DEFAULT_HEADING_FONT,
    bodyFont: row.body_font !== null && isBrandFont(row.body_font) ? row.body_font : DEFAULT_BODY_FONT,
    tone_of_voice: setting.tone_of_voice,
    language: setting.language,
    logo: row.logo,
  };
}

/** A 400 carrying the form's sentence at its field. */
const refused = (field: string, sentence: string) => new HttpError(400, sentence, field);

export function organisationRoutes({ db, clock, log }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/getAccountProfile', async (c) => ok(c, await accountProfileOf(db, scopedAccount(c))));

  routes.post('/auth/updateAccountProfile', async (c) => {
    const body = await parseBody(c, updateAccountProfileRequest);
    const fields = normaliseOrganisation({
      company: body.company,
      timezone: body.timezone,
      country: body.country ?? '',
      industry_id: body.industry_id == null ? '' : String(body.industry_id),
    });
    const errors = validateOrganisation(fields);
    const first = Object.entries(errors)[0] as [OrganisationField, string] | undefined;
    if (first) throw refused(first[0], first[1]);
    const zone = await db.query('select 1 from timezones where timezone = $1', [fields.timezone]);
    if (zone.length === 0)
      throw badField('timezone', 'timezone is not a known timezone (see GET /getTimeZone)');
    if (fields.country !== '') {
      const known = await db.query('select 1 from countries where sortname = $1', [fields.country]);
      if (known.length === 0)
        throw badField('country', 'country is not a known country (see GET /getCountries)');
    }
    const industry = body.industry_id ?? null;
    if (industry !== null) {
      const known = await db.query('select 1 from industries where id = $1', [industry]);
      if (known.length === 0) throw badField('industry_id', 'no such industry (see GET /getOffsetIndustry)');
    }
    const userId = c.get('session').userId;
    const saved = await db.transaction(async (tx) => {
      // The lock account creation takes: a rename and a new account cannot both take one name.
      await tx.query('select pg_advisory_xact_lock($1, $2)', [CREATE_ACCOUNT_LOCK, userId]);
      const same = await tx.query(
        `select 1 from account_memberships m join accounts a on a.id = m.account_id
         where m.user_id = $1 and a.id <> $2 and lower(btrim(a.account_name)) = lower($3)`,
        [userId, body.account_id, fields.company],
      );
      if (same.length > 0) return false;
      await tx.query(
        'update accounts set account_name = $2, timezone = $3, country = $4, industry_id = $5 where id = $1',
        [body.account_id, fields.company, fields.timezone, fields.country || null, industry],
      );
      return true;
    });
    if (!saved) throw new HttpError(409, ACCOUNT_NAME_TAKEN_MESSAGE, 'company');
    log.info(`updateAccountProfile: user #${userId} updated account #${body.account_id}`);
    return ok(c, await accountProfileOf(db, body.account_id), {
      code: 200,
      message: 'Organisation profile saved',
    });
  });

  routes.get('/auth/getBrandKit', async (c) => ok(c, await brandKitOf(db, scopedAccount(c))));

  routes.post('/auth/updateBrandKit', async (c) => {
    const body = await parseBody(c, updateBrandKitRequest);
    if (!(TONES_OF_VOICE as readonly string[]).includes(body.tone_of_voice)) {
      throw refused('tone_of_voice', brandKitMessages.choiceMissing);
    }
    if (!(LANGUAGES as readonly string[]).includes(body.language)) {
      throw refused('language', brandKitMessages.choiceMissing);
    }
    const now = clock.now().toISOString();
    await db.transaction(async (tx) => {
      await tx.query(
        `update accounts set brand_color = $2, brand_palette = $3::jsonb, heading_font = $4, body_font = $5
         where id = $1`,
        [body.account_id, body.brandColor, JSON.stringify(body.palette), body.headingFont, body.bodyFont],
      );
      await tx.query(
        `insert into post_settings (account_id, objective, language, tone_of_voice, updated_at)
         values ($1, $2, $3, $4, $5)
         on conflict (account_id) do update
           set language = excluded.language, tone_of_voice = excluded.tone_of_voice, updated_at = excluded.updated_at`,
        [body.account_id, OBJECTIVES[0], body.language, body.tone_of_voice, now],
      );
    });
    return ok(c, await brandKitOf(db, body.account_id), { code: 200, message: 'Brand kit saved' });
  });

  routes.get('/getOffsetIndustry', async (c) => {
    const rows = await db.query<{ id: number; name: string }>(
      'select id, name from industries order by sort_order, id',
    );
    return ok(c, rows);
  });

  return routes;
}
