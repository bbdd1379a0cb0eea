/** A change made to storage elsewhere (another tab). `key` is null when everything was cleared. */
export interface StorageChange {
  key: string | null
  newValue: string | null
}

/** Key-value string storage. Never throws: what cannot be read reads as absent. */
export interface StoragePort {
  read(key: string): string | null
  write(key: string, value: string): void
  remove(key: string): void
  subscribe(listener: (change: StorageChange) => void): () => void
}
