import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestBlob } from '../../../api/http';

/** GET /files/:hash needs the token header, so a picture is fetched as a blob and shown by object URL. */
export function pictureQuery(hash: string) {
  return queryOptions({
    queryKey: ['skus', 'picture', hash] as const,
    queryFn: () => requestBlob(`/files/${hash}`, { notify: false }),
    enabled: hash !== '',
    // Content-addressed: the bytes behind a hash never change.
    staleTime: Infinity,
  });
}

export function usePictureUrl(hash: string): string | undefined {
  const { data } = useQuery(pictureQuery(hash));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return undefined;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return data ? url : undefined;
}
