-- The profile fields of spec 3 besides name and e-mail (issue 16): saved by POST /updateProfile with a profile.
alter table users add column telephone text;
alter table users add column country text;
alter table users add column region text;
alter table users add column zip_code text;
