/** Pages a billing owner with a subscription is sent away from (spec 6), as written in the spec, for the tests. */
export const SUBSCRIBED_OWNER_SENT_AWAY = [
  'billing',
  'topics',
  'Organisationprofile',
  'goals_objectives',
  'chaptername',
  'brandkit',
  'payment',
];
