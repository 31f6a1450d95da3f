/** Query-key roots of the notices: one root, so a save, a withdrawal or a read refreshes every view. */
export const noticeKeys = {
  all: ['notices'] as const,
  admin: (params: unknown) => ['notices', 'admin', params] as const,
  mine: (params: unknown) => ['notices', 'mine', params] as const,
  unread: ['notices', 'unread'] as const,
};
