// The end-to-end run's own ports, so it never meets a product started with `npm start`.
export const E2E_PORTS = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 18080),
  consumer: Number(process.env.E2E_CONSUMER_PORT ?? 18081),
  api: Number(process.env.E2E_API_PORT ?? 13000),
};
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
