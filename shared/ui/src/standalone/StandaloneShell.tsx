import { useAuth, useBusTopic, useCurrentShop, useCurrentUser } from '@backoffice/api-client';
import { shortDisplayName } from '@backoffice/contracts';
import { Box, Button, Flex, HStack, NativeSelect, Text } from '@backoffice/ui';
import { useEffect, useRef } from 'react';
import type { RemoteLifecycles, RemoteProps } from '../remote/createRemoteLifecycles';
import { SignInForm } from './SignInForm';
import { endSession, selectShop, standaloneShops } from './standalone-session';

export interface StandaloneShellProps {
  title: string;
  lifecycles: RemoteLifecycles;
}

/** Mounts the remote into an element this component owns, as the host does, and unmounts it on sign-out. */
function RemoteArea({ lifecycles, name }: { lifecycles: RemoteLifecycles; name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const domElement = ref.current;
    if (!domElement) return;
    const props: RemoteProps = { name, domElement };
    const mounted = lifecycles.bootstrap(props).then(() => lifecycles.mount(props));
    // Unmount after this commit: React 19 warns when one root unmounts another synchronously mid-render.
    return () => void mounted.then(() => lifecycles.unmount(props));
  }, [lifecycles, name]);
  return <div ref={ref} />;
}

/** Switching shop here publishes a new `topics.shop`, exactly what the host's switcher does. */
function ShopPicker() {
  const shops = useBusTopic(standaloneShops) ?? [];
  const current = useCurrentShop();
  if (shops.length < 2) return <Text>{current?.shop?.name.normal}</Text>;
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label="Shop"
        value={current?.shopId ?? ''}
        onChange={(e) => void selectShop(e.target.value).catch(() => {})}
      >
        {shops.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name.normal}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A remote's own dev page: sign in, pick a shop, and the remote mounted below a thin header. */
export function StandaloneShell({ title, lifecycles }: StandaloneShellProps) {
  const auth = useAuth();
  const user = useCurrentUser();
  if (!auth) return <SignInForm title={title} />;
  return (
    <>
      <Flex as="header" align="center" gap="4" px="4" py="2" borderBottomWidth="1px" bg="bg.subtle" wrap="wrap">
        <Text fontWeight="semibold">{title} — standalone</Text>
        <ShopPicker />
        <HStack ms="auto" gap="3">
          {user && <Text color="fg.muted">{shortDisplayName(user)}</Text>}
          <Button size="sm" variant="outline" onClick={endSession}>
            Sign out
          </Button>
        </HStack>
      </Flex>
      <Box as="main">
        <RemoteArea lifecycles={lifecycles} name={title} />
      </Box>
    </>
  );
}
