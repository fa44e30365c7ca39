import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRemotes } from './federation/remotes';

// The frame renders at once; each remote's pages join as soon as that remote answers.
void startRemotes();
createRoot(document.getElementById('root')!).render(<App />);
