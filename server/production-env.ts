// Imported first by the server entry: React and others read NODE_ENV when they load, and a
// production build must never run React's development build (it is several times slower).
if (import.meta.env.PROD) process.env.NODE_ENV = "production";
