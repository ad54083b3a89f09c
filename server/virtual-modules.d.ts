// React Router's server build as its Vite plugin provides it (typed where it is imported).
declare module "virtual:react-router/server-build";
