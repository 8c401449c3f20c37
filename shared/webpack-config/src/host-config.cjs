// The host's run-time config (GET /host-config.json), read from the environment of whichever server serves the
// host (dev server or production server), so a key or URL changes without a rebuild.
function hostConfigFromEnv(env = process.env) {
  const config = {};
  if (env.GOOGLE_MAPS_API_KEY) config.googleMapsApiKey = env.GOOGLE_MAPS_API_KEY;
  if (env.PUBLIC_SITE_URL) config.publicSiteUrl = env.PUBLIC_SITE_URL;
  return config;
}

module.exports = { hostConfigFromEnv };
