-- CreateTable
CREATE TABLE "Card" (
    "game" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameNormalized" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "subtypes" JSONB NOT NULL,
    "classOrColor" TEXT,
    "title" TEXT,
    "traits" JSONB NOT NULL,
    "cost" INTEGER,
    "attack" INTEGER,
    "defense" INTEGER,
    "keywords" JSONB NOT NULL,
    "text" TEXT NOT NULL,
    "set" TEXT,
    "flags" JSONB NOT NULL,
    "extra" JSONB NOT NULL,
    "abilities" JSONB,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("game", "cardId")
);

-- CreateTable
CREATE TABLE "CatalogVersion" (
    "game" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    "cardCount" INTEGER NOT NULL,
    "seedHash" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Card_game_name_idx" ON "Card"("game", "name");

-- CreateIndex
CREATE INDEX "Card_game_nameNormalized_idx" ON "Card"("game", "nameNormalized");

-- CreateIndex
CREATE INDEX "Card_game_type_idx" ON "Card"("game", "type");

-- CreateIndex
CREATE INDEX "Card_game_classOrColor_idx" ON "Card"("game", "classOrColor");

-- CreateIndex
CREATE INDEX "Card_game_title_idx" ON "Card"("game", "title");

-- CreateIndex
CREATE INDEX "Card_game_cost_idx" ON "Card"("game", "cost");
