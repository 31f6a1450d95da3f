import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hashOfFileUrl } from '../../domain/kernel/files';
import { requestBlob } from './http';

/**
 * Uploaded pictures (GET /files/:hash) are served only to users allowed to see them, so the request
 * carries the token header, which an <img src> cannot send: a picture is fetched as a blob and
 * shown by object URL. `source` is a content hash or a file URL the server handed out.
 */
function hashOf(source: string): string {
  return hashOfFileUrl(source) ?? source;
}

export function pictureQuery(source: string) {
  const hash = hashOf(source);
  return queryOptions({
    queryKey: ['uploaded-picture', hash] as const,
    queryFn: () => requestBlob(`/files/${hash}`, { notify: false }),
    enabled: hash !== '',
    // Content-addressed: the bytes behind a hash never change.
    staleTime: Infinity,
  });
}

/** An object URL for the picture, or undefined while it loads (or when it cannot be shown). */
export function usePictureUrl(source: string): string | undefined {
  const { data } = useQuery(pictureQuery(source));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return undefined;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return data ? url : undefined;
}
