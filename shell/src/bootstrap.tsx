import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAllRoutes, registerRemotesFromConfig } from './federation/remotes';

async function start(): Promise<void> {
  await registerRemotesFromConfig();
  // Route lists load in parallel with the first render; the shell shows its frame meanwhile.
  const routes = loadAllRoutes();
  createRoot(document.getElementById('root')!).render(<App routes={routes} />);
}

void start();
