-- First-run setup of an account (issue 16): the reference lists its steps offer (industries for the topics step,
-- content categories for the categories step, some of them picked by default), and what each account answered.
-- The steps of an account come from its onboarding type's flow (src/domain/onboarding.ts setupStepsOf); a step is
-- done once saved, and the saving member's landing_url then points at the first step still to do (or the planner).

create table industries (
  id integer primary key,
  name text not null unique,
  sort_order integer not null default 0
);

create table content_categories (
  id integer primary key,
  name text not null unique,
  is_default boolean not null default false,
  sort_order integer not null default 0
);

-- One row per account that started its setup. answers: {"subjects_services": {"text": …}, "topics": {"picks": [1, 2]}}.
-- done: the steps saved, as a JSON list of step names. finished_at: when the last step was saved.
create table account_onboarding (
  account_id integer primary key references accounts (id) on delete cascade,
  answers jsonb not null default '{}',
  done jsonb not null default '[]',
  finished_at timestamptz,
  updated_at timestamptz not null
);

-- POST /addupdateIndustries and /addupdateCategories (spec 7.x) keep the account's picks here.
create table account_industries (
  account_id integer not null references accounts (id) on delete cascade,
  industry_id integer not null references industries (id) on delete cascade,
  primary key (account_id, industry_id)
);

create table account_categories (
  account_id integer not null references accounts (id) on delete cascade,
  category_id integer not null references content_categories (id) on delete cascade,
  primary key (account_id, category_id)
);

insert into industries (id, name, sort_order) values
  (1, 'Accounting and finance', 1), (2, 'Architecture and construction', 2), (3, 'Automotive', 3),
  (4, 'Beauty and wellness', 4), (5, 'Coaching and consulting', 5), (6, 'Dental', 6), (7, 'Education', 7),
  (8, 'Fitness', 8), (9, 'Food and restaurants', 9), (10, 'Health care', 10), (11, 'Home services', 11),
  (12, 'Hospitality and travel', 12), (13, 'Insurance', 13), (14, 'Law', 14), (15, 'Marketing and media', 15),
  (16, 'Non-profit', 16), (17, 'Pets', 17), (18, 'Real estate', 18), (19, 'Retail', 19), (20, 'Technology', 20);

insert into content_categories (id, name, is_default, sort_order) values
  (1, 'Tips and how-tos', true, 1), (2, 'Behind the scenes', true, 2), (3, 'Customer stories', true, 3),
  (4, 'Promotions and offers', false, 4), (5, 'Industry news', false, 5), (6, 'Holidays and events', true, 6),
  (7, 'Quotes and inspiration', false, 7), (8, 'Questions and polls', false, 8), (9, 'Team and culture', false, 9),
  (10, 'Products and services', true, 10), (11, 'Fun facts', false, 11), (12, 'Videos and reels', false, 12);

-- The question steps of each type (the posting schedule and connecting the networks follow every flow).
update onboarding_types set onboarding_flow =
  '[{"url":"/subjects_services"},{"url":"/goals_objectives"},{"url":"/topics"},{"url":"/categories"}]' where id = 6;
update onboarding_types set onboarding_flow =
  '[{"url":"/subjects_services"},{"url":"/topics"},{"url":"/categories"}]' where id = 1;
update onboarding_types set onboarding_flow =
  '[{"url":"/goals_objectives"},{"url":"/subjects_services"},{"url":"/chaptername"},{"url":"/topics"}]' where id = 2;
