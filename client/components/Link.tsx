// The app's links: a path of this site keeps the language prefix of the page
// it is on (/hi/mango links to /hi/juices), so a shopper who is on a language's
// URLs stays on them. Everything else behaves as React Router's Link (which
// router-link.tsx renders more cheaply on the server).
import { forwardRef } from 'react';
import type { LinkProps } from 'react-router';

import { useLocalize } from '../hooks/useLocalize';
import { RouterLink } from './router-link';

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localize = useLocalize();
  return <RouterLink ref={ref} to={typeof to === 'string' ? localize(to) : to} {...props} />;
});
