-- The organisation profile and the brand kit (issue 16). The account's name, logo, timezone and brand colour are
-- already columns of accounts (0001, 0003); this adds its country and main industry (the organisation profile) and
-- the rest of the kit: up to four more palette colours and two font ids of src/domain/brandKit.ts BRAND_FONTS.
-- Tone of voice and language stay in post_settings (0006), which the planner reads.

alter table accounts
  add column country text references countries (sortname) on delete set null,
  add column industry_id integer references industries (id) on delete set null,
  add column brand_palette jsonb not null default '[]',
  add column heading_font text,
  add column body_font text;
