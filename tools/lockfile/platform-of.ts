/** os/cpu/libc of a platform package, read from its name (e.g. @swc/core-linux-x64-musl). */
export interface Platform {
  os?: string[];
  cpu: string[];
  libc?: string[];
}

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU: Record<string, string> = {
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  mips64el: 'mips64el',
  wasm32: 'wasm32',
  universal: 'x64',
};

export function platformOf(name: string): Platform | null {
  const parts = name.split('/').pop()?.split('-') ?? [];
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((part) => OS.includes(part));
  const os = parts[osIndex];
  const cpu = CPU[parts[osIndex + 1] ?? ''];
  if (osIndex < 0 || !os || !cpu) return null;
  const rest = parts.slice(osIndex + 2);
  const libc = rest.includes('musl')
    ? ['musl']
    : rest.includes('gnu') || rest.includes('gnueabihf')
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}
