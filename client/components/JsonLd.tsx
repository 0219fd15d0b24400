// A JSON-LD block. Serialised with </script> and friends escaped; carries the
// CSP nonce (the browser hides nonces from the DOM, hence no hydration warning).
import { serializeForScript } from '../../shared/serialize';
import { useBoot } from '../context/boot';

export function JsonLd({ data }: { data: unknown }) {
  const { nonce } = useBoot();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
