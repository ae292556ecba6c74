import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Catalogue } from './catalogue';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <Catalogue />
  </StrictMode>,
);
