/** @type {import('next').NextConfig} */
const nextConfig = {
  // The example lives inside the kit's repository: its own folder is the root, not the repository's.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
}

export default nextConfig
