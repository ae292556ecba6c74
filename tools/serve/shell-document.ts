/** The shell's static host rule: the prerendered document that matches the kind of page. */
export function shellDocumentFor(pathname: string): string {
  if (pathname === '/') return 'index.html';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin.html';
  return 'app.html';
}
