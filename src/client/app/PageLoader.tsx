import { Center, Loader } from '@mantine/core';

/** Shown while a screen's chunk or the user's session loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-busy="true">
      <Loader />
    </Center>
  );
}
