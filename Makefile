# OpenBench and other testing frameworks build engines with `make EXE=<name>`: this builds the
# release binary with cargo and copies it to $(EXE) (default: ./slate).

EXE ?= slate
CARGO ?= cargo
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)

.PHONY: all release clean

all: release
	cp "$(TARGET_DIR)/release/slate" "$(EXE)"

release:
	$(CARGO) build --release --bin slate

clean:
	$(CARGO) clean
