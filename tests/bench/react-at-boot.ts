// A build made to fail the bench's "no React before load" check (bench/budgets.json
// reactBeforeLoad): the entry evaluates React DOM at boot, as a careless mount import would.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(createElement('span', null, 'React at boot'));
