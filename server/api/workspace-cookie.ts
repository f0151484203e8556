/** The cookie that remembers which of their workspaces a user is looking at. */
export const WORKSPACE_COOKIE = 'ps_workspace';
