import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRemotes } from './federation/remotes';

// The remotes start loading first; the frame renders at once, and each remote's pages join as
// soon as that remote answers.
void startRemotes();
createRoot(document.getElementById('root')!).render(<App />);
