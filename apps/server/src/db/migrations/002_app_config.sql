-- Settings the application generates for itself (e.g. the GraphQL cache id salt).
CREATE TABLE app_config (
  path  text PRIMARY KEY,
  value text NOT NULL
);
