import { execFileSync } from 'node:child_process'

/** The path of a Debian-packaged program, or an error saying which package brings it. */
export function executable(name: string, debianPackage: string): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error(`${name} is not installed: \`apt-get install -y ${debianPackage}\` (Debian package).`)
  }
}
