/** @type {import('next').NextConfig} */
const nextConfig = {
  // No telemetry, no image optimisation service: the example builds offline.
  images: { unoptimized: true },
};

export default nextConfig;
