module github.com/sourced-dev/sourced

go 1.26.8
