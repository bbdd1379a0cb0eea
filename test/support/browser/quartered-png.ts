import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A `size`×`size` RGB PNG in four coloured quarters (red, yellow, green, blue from the top left):
 * unlike any address gradient, so a screenshot shows plainly which one is drawn.
 */
export function quarteredPng(size = 64): Buffer {
  const colours = [
    [0xe5, 0x3e, 0x3e],
    [0xf2, 0xc1, 0x2e],
    [0x2f, 0x9e, 0x44],
    [0x1f, 0x5f, 0xd1],
  ] as const
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3) // filter byte 0: none
    for (let x = 0; x < size; x++) {
      const [r, g, b] = colours[(y < size / 2 ? 0 : 2) + (x < size / 2 ? 0 : 1)] ?? colours[0]
      row.set([r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
